import { expect, test } from 'vitest';
import { createLoaders } from './loaders.js';

test('no loader or data source is built until one is used, even when the context is copied as Apollo copies it', async () => {
  const built = { api: 0, auth: 0 };
  const sources = {
    get api() {
      built.api++;
      return { ownerCompany: async (id: string) => ({ doc: id, name: 'Fluxo' }) };
    },
    get auth() {
      built.auth++;
      return { user: async (id: string) => ({ id, name: 'Ana' }) };
    },
  };
  const context = { loaders: createLoaders(sources as never) };

  const copy = Object.assign(Object.create(Object.getPrototypeOf(context)), context) as typeof context;

  expect(built).toEqual({ api: 0, auth: 0 });
  expect(await copy.loaders.users.load('u1')).toEqual({ id: 'u1', name: 'Ana' });
  expect(copy.loaders.users).toBe(context.loaders.users);
  expect(built).toEqual({ api: 0, auth: 1 });
});
