import { describe, expect, it } from 'vitest';
import type { CreateOpportunityInput } from '../../__generated__/resolvers-types.js';
import { createBody, createInputPath } from './args.js';

const input = {
  cnpj: '11444777000161',
  acceptedTerm: true,
  project: { application: 'Inventário', conclusionDate: '2026-05-10' },
  products: [
    { partNumber: 'CT40', description: 'Coletor', amount: 2, price: 10 },
    { partNumber: ' ', description: '', amount: 0, price: 0 },
    { partNumber: 'BAT', description: 'Bateria', amount: 1, price: 5, accessory: true },
  ],
} as CreateOpportunityInput;

describe('the create payload and its field errors', () => {
  it('sends the project in the spec’s words and only the product rows with content', () => {
    const body = createBody(input);
    expect(body.projects).toEqual([
      expect.objectContaining({ aplication: 'Inventário', conclusionDate: '2026-05-10' }),
    ]);
    expect((body.products as unknown[]).length).toBe(2);
  });

  it('names each field error by its path in the input, counting the form’s rows', () => {
    const toInput = createInputPath(input);
    expect(toInput('projects.0.aplication')).toBe('project.application');
    expect(toInput('projects.0.conclusionDate')).toBe('project.conclusionDate');
    expect(toInput('products.1.amount')).toBe('products.2.amount');
    expect(toInput('products.0.price')).toBe('products.0.price');
    expect(toInput('products')).toBe('products');
    expect(toInput('cnpj')).toBe('cnpj');
    expect(toInput('name')).toBe('name');
  });
});
