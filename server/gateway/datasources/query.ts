/**
 * Query strings as the services read them: the original client's axios encoding, lists as `status[]=a&status[]=b`
 * and objects as `order[field]=createdAt` (docs/rest-api.md). Undefined and null values are left out.
 */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export function toQuery(values: Record<string, QueryValue | Record<string, string | number | undefined>>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(`${key}[]`, String(item));
    } else if (typeof value === 'object') {
      for (const [sub, v] of Object.entries(value)) if (v !== undefined) params.append(`${key}[${sub}]`, String(v));
    } else {
      params.append(key, String(value));
    }
  }
  return params;
}
