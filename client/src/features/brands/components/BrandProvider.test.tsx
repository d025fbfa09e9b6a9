import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_BRAND } from '../../../test/render.js';

describe('BrandProvider', () => {
  afterEach(() => {
    document.getElementById('brand-data')?.remove();
    vi.resetModules();
  });

  it('themes the page with the brand the gateway wrote into index.html, without asking the server', async () => {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'brand-data';
    data.textContent = JSON.stringify({ __typename: 'Brand', ...TEST_BRAND });
    document.body.append(data);
    // A fresh module: the brand is read from the page once.
    const { BrandProvider } = await import('./BrandProvider.js');
    const { useBrand } = await import('../hooks/useBrand.js');
    function Name() {
      return <p>{useBrand().name}</p>;
    }

    // No mocked reply: a `brand` query would fail and show the error text instead.
    render(
      <MockedProvider mocks={[]}>
        <BrandProvider>
          <Name />
        </BrandProvider>
      </MockedProvider>,
    );

    expect(screen.getByText('Scanora')).toBeInTheDocument();
    expect(document.title).toBe('Scanora · Registro de Oportunidades');
  });
});
