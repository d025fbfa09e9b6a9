import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_BRAND } from '../../../test/render.js';
import { useBrand } from '../hooks/useBrand.js';
import { BrandProvider } from './BrandProvider.js';

function BrandName() {
  return <p>{useBrand().name}</p>;
}

describe('BrandProvider', () => {
  it('themes the page with the brand the gateway wrote into index.html, without asking the server', () => {
    // Before the first render: the page's brand is read once.
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'brand-data';
    data.textContent = JSON.stringify({ __typename: 'Brand', ...TEST_BRAND });
    document.body.append(data);

    // No mocked reply: a `brand` query would fail and show the error text instead.
    render(
      <MockedProvider mocks={[]}>
        <BrandProvider>
          <BrandName />
        </BrandProvider>
      </MockedProvider>,
    );

    expect(screen.getByText('Scanora')).toBeInTheDocument();
    expect(document.title).toBe('Scanora · Registro de Oportunidades');
    data.remove();
  });
});
