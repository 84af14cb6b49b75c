/**
 * The default texts of zod's issues. zod/mini loads no locale, so an issue without a message of its own
 * would read "Invalid input". The API's 400 bodies (functions/lib/http.ts answers the first issue's
 * message) and the forms show these, so they are the English texts classic zod gave, for the issues our
 * schemas can raise: a wrong type, a value not in an enum or literal, a length or number out of bounds, a
 * bad email, an unknown key. Anything else (a union none of whose options fit) stays "Invalid input",
 * as it was. Imported for its effect by shared/schemas/common.ts, before any schema parses.
 */
import * as z from 'zod/mini';

/** A value as the texts quote it: strings in double quotes, bigints with their n. */
const quoted = (value: unknown) =>
  typeof value === 'string' ? `"${value}"` : typeof value === 'bigint' ? `${value}n` : String(value);
const joined = (values: readonly unknown[], separator: string) => values.map(quoted).join(separator);

/** What a size is counted in, by the checked value's type; other origins (numbers) are compared "to be". */
const UNITS: Record<string, string> = {
  string: 'characters',
  array: 'items',
  set: 'items',
  map: 'entries',
  file: 'bytes',
};

/**
 * The type name of a value as the texts say it: NaN, Infinity and -Infinity by their names, null and
 * array apart from object, a class instance by its class (zod's own helper, z.util.parsedType, is not
 * used: reaching into z.util brings all of zod's utilities into the bundle, about 10 KB minified).
 */
function typeName(input: unknown): string {
  if (typeof input === 'number') return Number.isFinite(input) ? 'number' : String(input);
  if (typeof input !== 'object') return typeof input;
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (Object.getPrototypeOf(input) !== Object.prototype && 'constructor' in input && input.constructor)
    return String((input.constructor as { name?: unknown }).name);
  return 'object';
}

const bound = (origin: string | undefined, adj: string, limit: number | bigint | Date, fallback: string) => {
  const unit = origin ? UNITS[origin] : undefined;
  return unit
    ? `expected ${origin} to have ${adj}${limit.toString()} ${unit}`
    : `expected ${origin ?? fallback} to be ${adj}${limit.toString()}`;
};

export const zodMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return `Invalid input: expected ${issue.expected === 'nan' ? 'NaN' : issue.expected}, received ${typeName(issue.input)}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Invalid input: expected ${quoted(issue.values[0])}`
        : `Invalid option: expected one of ${joined(issue.values, '|')}`;
    case 'too_big': {
      const adj = issue.exact ? 'exactly ' : issue.inclusive ? '<=' : '<';
      return `Too big: ${bound(issue.origin, adj, issue.maximum, 'value')}`;
    }
    case 'too_small': {
      const adj = issue.exact ? 'exactly ' : issue.inclusive ? '>=' : '>';
      return `Too small: ${bound(issue.origin, adj, issue.minimum, 'undefined')}`;
    }
    case 'invalid_format':
      if (issue.format === 'regex') return `Invalid string: must match pattern ${issue.pattern}`;
      return issue.format === 'email' ? 'Invalid email address' : `Invalid ${issue.format}`;
    case 'unrecognized_keys':
      return `Unrecognized key${issue.keys.length > 1 ? 's' : ''}: ${joined(issue.keys, ', ')}`;
    default:
      return undefined;
  }
};

z.config({ localeError: zodMessage });
