// Which installed packages would make `npm ci` warn EBADENGINE on a Node version the repository
// declares supported. Reads the forms of `engines.node` that package-lock.json holds (`>=18`,
// `^20.19.0 || >=22.12.0`, `10.* || >= 12.*`, `>= 10.x`, `20 || >=22`) without a semver package;
// a form it cannot read is reported rather than guessed.

/** `20`, `20.19`, `20.19.1`, `12.*`, `10.x` → the numbers given (a wildcard ends the list). */
function partial(text) {
  const parts = [];
  for (const part of text.split('.')) {
    if (part === '*' || part === 'x' || part === 'X') break;
    if (!/^\d+$/.test(part)) throw new Error(`unreadable version "${text}"`);
    parts.push(Number(part));
  }
  return parts;
}

function compare(a, b) {
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

/** The first version above a partial one's range: `20` → 21.0.0, `20.19` → 20.20.0. */
function bumped(parts) {
  const next = parts.slice(0, Math.max(parts.length - 1, 0) || 1);
  next[next.length - 1] += 1;
  return next;
}

/** Lower bound (inclusive) and upper bound (exclusive) of `^x.y.z`: the same leftmost non-zero. */
function caretUpper(parts) {
  const index = parts.findIndex((n) => n !== 0);
  const keep = index === -1 ? parts.length - 1 : index;
  return [...parts.slice(0, keep), parts[keep] + 1];
}

function comparatorAdmits(version, comparator) {
  const match = /^(>=|<=|>|<|=|\^|~)?(.+)$/.exec(comparator);
  if (!match) throw new Error(`unreadable comparator "${comparator}"`);
  const [, op = '', text] = match;
  const parts = partial(text);
  const cmp = compare(version, parts);
  if (op === '>=') return cmp >= 0;
  if (op === '>') return parts.length < 3 ? compare(version, bumped(parts)) >= 0 : cmp > 0;
  if (op === '<') return cmp < 0;
  if (op === '<=') return parts.length < 3 ? compare(version, bumped(parts)) < 0 : cmp <= 0;
  if (op === '^') return cmp >= 0 && compare(version, caretUpper(parts)) < 0;
  if (op === '~') return cmp >= 0 && compare(version, bumped(parts.slice(0, 2))) < 0;
  // `=`, a bare version or an x-range: everything the given numbers fix.
  if (parts.length === 0) return true;
  return parts.length === 3 ? cmp === 0 : cmp >= 0 && compare(version, bumped(parts)) < 0;
}

/** Whether `version` ([major, minor, patch]) satisfies an npm range. */
export function satisfies(version, range) {
  return range.split('||').some((set) => {
    const comparators = set
      .trim()
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .split(/\s+/);
    return comparators.every((c) => c === '' || c === '*' || comparatorAdmits(version, c));
  });
}

/** Every x.y.0 from 18.0 to 30.40 that `range` admits: the versions worth checking. */
export function sampleVersions(range) {
  const versions = [];
  for (let major = 18; major <= 30; major++) {
    for (let minor = 0; minor <= 40; minor++) {
      if (satisfies([major, minor, 0], range)) versions.push([major, minor, 0]);
    }
  }
  return versions;
}

/** Platform-specific packages npm skips on another OS or CPU, so never checks their engines. */
function installsOn(pkg, { os, cpu }) {
  const allows = (list, value) => {
    if (!list) return true;
    if (list.includes(`!${value}`)) return false;
    const named = list.filter((entry) => !entry.startsWith('!'));
    return named.length === 0 || named.includes(value);
  };
  return allows(pkg.os, os) && allows(pkg.cpu, cpu);
}

/**
 * The lock's packages whose `engines.node` excludes a version that `supported` admits, each with
 * the first such version.
 */
export function engineConflicts(lock, supported, platform = { os: 'linux', cpu: 'x64' }) {
  const versions = sampleVersions(supported);
  const conflicts = [];
  for (const [path, pkg] of Object.entries(lock.packages)) {
    const range = pkg.engines?.node;
    if (!path || !range || !installsOn(pkg, platform)) continue;
    const excluded = versions.find((v) => !satisfies(v, range));
    if (excluded) conflicts.push({ path, range, excluded: excluded.join('.') });
  }
  return conflicts;
}
