import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.js';
import { AgeBar } from './AgeBar.js';

const meter = () => screen.getByRole('meter', { name: 'Tempo em análise' });

describe('AgeBar', () => {
  it('shows a renewed opportunity by the days the API counts from the renewal, not a full bar', () => {
    renderWithApp(<AgeBar elapsedDays={10} expireDays={80} />);

    expect(meter()).toHaveAttribute('aria-valuenow', '10');
    expect(meter()).toHaveAttribute('aria-valuemax', '60');
    expect(meter()).toHaveAttribute('aria-valuetext', '10 dias · 80 dias restantes');
    expect(screen.getByText('10 dias · 80 dias restantes')).toBeVisible();
  });

  it('fills the 60-day scale at 60 days while the days left keep their own count', () => {
    renderWithApp(<AgeBar elapsedDays={60} expireDays={15} />);

    expect(meter()).toHaveAttribute('aria-valuenow', '60');
    expect(screen.getByText('60 dias · 15 dias restantes')).toBeVisible();
  });

  it('writes the singular and the last day', () => {
    renderWithApp(<AgeBar elapsedDays={1} expireDays={0} />);

    expect(screen.getByText('1 dia · 0 dias restantes')).toBeVisible();
  });
});
