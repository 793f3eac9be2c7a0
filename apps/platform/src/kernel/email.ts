/** Something@somewhere.tld, without spaces: what every form and API field of an email accepts. */
const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An email address: the shape above, within RFC 5321's 254 characters of a deliverable path. */
export const isEmailAddress = (value: string): boolean =>
  value.length <= 254 && EMAIL_ADDRESS.test(value);
