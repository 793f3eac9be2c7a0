// What a generated module's typings say about each method, from the JSDoc above its
// `declare function`: the generation (`@deprecated`, `@replacedBy`, `@targetRemovalDate`) and who
// may call it (`@applicableIdentity`, `@permissionId`, and the description's own words).
import { readFileSync } from 'node:fs';

export interface MethodDocs {
  /** `@deprecated`'s text ('' when the tag has none); absent when the method is current. */
  deprecated?: string;
  /** `@replacedBy`: the successor's fully qualified method name. */
  replacedBy?: string;
  /** `@targetRemovalDate`: when the real platform removes it (YYYY-MM-DD). */
  removalDate?: string;
  /** `@applicableIdentity` values (APP, MEMBER). */
  identities: string[];
  permissions: string[];
  /** The description names visitor or member authentication, or the current visitor or member. */
  mentionsVisitorOrMember?: boolean;
  /** The description's note says the method requires visitor or member authentication. */
  requiresVisitorOrMember?: boolean;
  /** The SDK function's parameters, for calling it with plausible arguments. */
  params: Param[];
  /** It returns a query or search builder (`queryProducts()`), sent by `.find()`. */
  returnsBuilder?: boolean;
}

export interface Param {
  name: string;
  type: string;
  optional: boolean;
}

const JSDOC_THEN_FUNCTION = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*declare function (\w+)\s*[(<]/g;

/**
 * The description names a visitor or member as the caller (`requires visitor or member
 * authentication`), or says no standard authentication is needed (anonymous booking actions).
 */
const VISITOR_OR_MEMBER =
  /(visitor or member authentication|called by (a |the )?(site )?(visitor|member)|current (site )?(visitor|member)|logged-in member|doesn't require standard authentication)/i;

function tagValues(comment: string, tag: string): string[] {
  const values: string[] = [];
  for (const [, value] of comment.matchAll(new RegExp(`@${tag}\\b[ \\t]*([^\\n]*)`, 'g'))) {
    values.push((value ?? '').replace(/\s*\*?\s*$/, '').trim());
  }
  return values;
}

/** The text between the parenthesis at `open` and its match. */
function balanced(source: string, open: number): string {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === '(' || c === '<' || c === '{' || c === '[') depth++;
    else if ((c === ')' || c === '>' || c === '}' || c === ']') && source[i - 1] !== '=') depth--;
    if (depth === 0) return source.slice(open + 1, i);
  }
  return '';
}

/** Splits `a: A, b?: B<C, D>` at its top-level commas. */
function paramsOf(list: string): Param[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if ('(<{['.includes(c!)) depth++;
    else if (')>}]'.includes(c!) && list[i - 1] !== '=') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts
    .map((part) => /^\s*(\w+)(\?)?\s*:\s*([\s\S]*)$/.exec(part))
    .filter((match) => match !== null)
    .map(([, name, optional, type]) => ({
      name: name!,
      type: type!.trim(),
      optional: optional === '?',
    }));
}

function docsOf(comment: string): Omit<MethodDocs, 'params'> {
  const text = comment.replace(/^\s*\*\s?/gm, '');
  const description = text.split(/\n@/)[0] ?? '';
  const [deprecated] = tagValues(text, 'deprecated');
  const [replacedBy] = tagValues(text, 'replacedBy');
  const [removalDate] = tagValues(text, 'targetRemovalDate');
  return {
    ...(deprecated !== undefined && { deprecated }),
    ...(replacedBy && { replacedBy }),
    ...(removalDate && { removalDate }),
    identities: tagValues(text, 'applicableIdentity'),
    permissions: tagValues(text, 'permissionId'),
    ...(VISITOR_OR_MEMBER.test(description) && { mentionsVisitorOrMember: true }),
    ...(/visitor or member authentication/i.test(description) && { requiresVisitorOrMember: true }),
  };
}

/** Each method's docs by its exported name, from a generated package's typings (the first file
 * that declares a name wins). */
export function readDocs(typingsFiles: readonly string[]): Map<string, MethodDocs> {
  const docs = new Map<string, MethodDocs>();
  for (const file of typingsFiles) readFileDocs(readFileSync(file, 'utf8'), docs);
  return docs;
}

function readFileDocs(source: string, docs: Map<string, MethodDocs>): void {
  for (const match of source.matchAll(JSDOC_THEN_FUNCTION)) {
    const [whole, comment, name] = match;
    if (comment === undefined || !name) continue;
    const open = source.indexOf('(', match.index + whole.length - 1);
    const list = balanced(source, open);
    const rest = source.slice(open + list.length + 2, open + list.length + 200);
    const returnsBuilder = /^\s*:\s*\w*(QueryBuilder|SearchBuilder|Builder)\b/.test(rest);
    if (docs.has(name)) continue;
    docs.set(name, {
      ...docsOf(comment),
      params: paramsOf(list),
      ...(returnsBuilder && { returnsBuilder }),
    });
  }
}
