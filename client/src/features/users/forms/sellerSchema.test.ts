import { describe, expect, it } from 'vitest';
import { sellerSchema } from './sellerSchema.js';

const valid = { name: 'Bruna Vendas', email: 'bruna@revenda.com.br', phone: '(11) 94444-3333' };
const messagesOf = (input: Record<string, string>) => {
  const result = sellerSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('sellerSchema', () => {
  it('accepts a name, an e-mail and a masked mobile phone; trims name and e-mail', () => {
    expect(sellerSchema.parse({ ...valid, name: '  Bruna Vendas ', email: ' bruna@revenda.com.br ' })).toEqual(valid);
  });

  it('refuses an empty or blank name with the spec message', () => {
    expect(messagesOf({ ...valid, name: '   ' })).toEqual({ name: 'Verifique o nome digitado' });
  });

  it('refuses a name longer than the API keeps', () => {
    expect(messagesOf({ ...valid, name: 'a'.repeat(121) })).toEqual({ name: 'Verifique o nome digitado' });
  });

  it.each(['', 'bruna', 'bruna@', 'bruna@revenda', 'bru na@revenda.com.br'])('refuses the e-mail "%s"', (email) => {
    expect(messagesOf({ ...valid, email })).toEqual({ email: 'Verifique o email digitado' });
  });

  it.each([
    ['empty', ''],
    ['incomplete', '(11) 94444-333'],
    ['a landline (14 characters)', '(11) 4444-3333'],
    ['digits without the mask', '11944443333'],
  ])('refuses a phone that is %s', (_case, phone) => {
    expect(messagesOf({ ...valid, phone })).toEqual({ phone: 'Verifique o telefone digitado' });
  });

  it('reports every wrong field at once', () => {
    expect(messagesOf({ name: '', email: 'x', phone: '' })).toEqual({
      name: 'Verifique o nome digitado',
      email: 'Verifique o email digitado',
      phone: 'Verifique o telefone digitado',
    });
  });
});
