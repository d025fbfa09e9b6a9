/** POST /contact: the public contact form, mailed to the brand's contact address through the outbox. */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../fixtures/http.js';
import { type Stack, startStack } from '../fixtures/stack.js';

let stack: Stack;
const freshIp = () => `10.${crypto.randomInt(0, 255)}.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 254)}`;
const form = (overrides: Record<string, string> = {}) => ({
  fullName: 'Carla Cliente',
  email: 'carla@cliente.com.br',
  title: 'Dúvida sobre o portal',
  description: 'Como cadastro minha revenda?\nObrigada.',
  ...overrides,
});
const contacts = (to: string) =>
  stack.db.query<{ subject: string; content: string; brand: string }>(
    `SELECT subject, content, brand FROM api.mail_outbox WHERE kind = 'contact-form' AND $1 = ANY(recipients)`,
    [to],
  );

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

describe('POST /contact', () => {
  it('mails a form-encoded message to the brand contact address', async () => {
    const res = await call(stack.apiUrl, 'POST', '/contact', {
      brand: 'yep',
      form: form({ title: 'Assunto Yep' }),
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Email enviado com sucesso!' });
    const [mail] = await contacts('contato@yep.com.br');
    expect(mail).toMatchObject({ brand: 'yep', subject: 'Contato pelo portal: Assunto Yep' });
    expect(mail.content).toContain('carla@cliente.com.br');
  });

  it('accepts JSON and falls back to the first brand for an unknown company', async () => {
    const res = await call(stack.apiUrl, 'POST', '/contact', {
      brand: 'desconhecida',
      body: form({ title: 'Assunto Scanora' }),
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(res.status).toBe(201);
    expect((await contacts('contato@scanora.com.br')).map((m) => m.subject)).toContain(
      'Contato pelo portal: Assunto Scanora',
    );
  });

  it('answers 400 with "Campo obrigatório" for each missing field, and for bad e-mail or length', async () => {
    const empty = await call(stack.apiUrl, 'POST', '/contact', { body: {}, headers: { 'x-forwarded-for': freshIp() } });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({
      fullName: 'Campo obrigatório',
      email: 'Campo obrigatório',
      title: 'Campo obrigatório',
      description: 'Campo obrigatório',
    });
    const bad = await call(stack.apiUrl, 'POST', '/contact', {
      body: form({ email: 'carla', description: 'x'.repeat(5001) }),
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['description', 'email']);
  });

  it('allows 5 messages per IP in 10 minutes, then 429', async () => {
    const headers = { 'x-forwarded-for': freshIp() };
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await call(stack.apiUrl, 'POST', '/contact', { body: form(), headers })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
