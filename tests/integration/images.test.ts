/** GET /image?brand=: the login carousel of one brand, in display order. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../fixtures/http.js';
import { type Stack, startStack } from '../fixtures/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
  await stack.db.query(`DELETE FROM api.images WHERE brand IN ('etiquetta', 'yep')`);
  await stack.db.query(
    `INSERT INTO api.images (brand, position, src, alt) VALUES
       ('etiquetta', 2, '/brands/etiquetta/carousel-3.svg', 'Terceira'),
       ('etiquetta', 0, '/brands/etiquetta/carousel-1.svg', 'Primeira'),
       ('etiquetta', 1, '/brands/etiquetta/carousel-2.svg', 'Segunda'),
       ('yep', 0, '/brands/yep/carousel-1.svg', 'Yep')`,
  );
});
afterAll(() => stack?.stop());

describe('GET /image', () => {
  it('answers a plain array of { src, alt } of that brand, by position', async () => {
    const res = await call(stack.apiUrl, 'GET', '/image?brand=Etiquetta');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { src: '/brands/etiquetta/carousel-1.svg', alt: 'Primeira' },
      { src: '/brands/etiquetta/carousel-2.svg', alt: 'Segunda' },
      { src: '/brands/etiquetta/carousel-3.svg', alt: 'Terceira' },
    ]);
  });

  it('answers 400 for an unknown or missing brand', async () => {
    expect((await call(stack.apiUrl, 'GET', '/image?brand=nenhuma')).status).toBe(400);
    expect((await call(stack.apiUrl, 'GET', '/image')).status).toBe(400);
  });
});
