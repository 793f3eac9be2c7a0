/** `name` or `name:port`, with a bracketed IPv6 literal as the name; nothing else is a Host. */
export const HOST_SYNTAX = /^(\[[0-9a-f:.]+\]|[a-z0-9._-]+)(?::(\d{1,5}))?$/;
