/**
 * The longest text and the most items a request field may carry. The protocol gives few limits
 * (paging's 100 is in ./paging); these are ours: generous for real data, small enough that no
 * request under the 1 MiB body limit makes the platform do unbounded work. The platform also caps
 * every value it decodes (its http/input-limits), so fields typed `unknown` are bounded too.
 */
/** Ids, slugs, revisions and order numbers (a GUID is 36 characters). */
export const MAX_ID_LENGTH = 100;
/** Names, titles, labels, codes of a closed set (currency, language, time zone), dates. */
export const MAX_NAME_LENGTH = 200;
/** RFC 5321's longest address. */
export const MAX_EMAIL_LENGTH = 320;
export const MAX_URL_LENGTH = 2048;
/** Access and refresh tokens, cursors, secrets, passwords and PKCE values. */
export const MAX_TOKEN_LENGTH = 8192;
/** Free text: descriptions, notes, form answers. */
export const MAX_TEXT_LENGTH = 10_000;
/** Lists of ids, sort fields, form values and the like. */
export const MAX_LIST_ITEMS = 100;
/** Lists that may be long in real data: rich-text nodes, categories, locations, event dates. */
export const MAX_LONG_LIST_ITEMS = 1000;
