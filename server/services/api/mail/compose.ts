/**
 * Building blocks of the notification bodies. Everything interpolated goes through `escapeHtml`: names, reasons and
 * descriptions are typed by users, and the mailer trusts the HTML the main API hands it.
 */
import { findBrand } from '../../../../brands/brands.js';
import { maskCnpj } from '../../../lib/cnpj.js';
import { escapeHtml, textToHtml } from '../../../lib/html.js';
import type { OpportunityRef } from './contract.js';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export function money(value: string | number): string {
  const n = Number(value);
  return brl.format(Number.isFinite(n) ? n : 0);
}

export function brandName(slug: string): string {
  return findBrand(slug)?.name ?? slug;
}

/** Buttons take the brand's main colour, like the portal's own buttons. */
export function brandColour(slug: string): string {
  return findBrand(slug)?.theme.primary ?? '#1a1a1a';
}

/** A template takes one address or a list. */
export const recipients = (to: string | string[]) => (Array.isArray(to) ? to : [to]);

export const trimOrigin = (origin: string) => origin.replace(/\/+$/, '');

export const setPasswordLink = (origin: string, token: string) =>
  `${trimOrigin(origin)}/recovery-password?token=${encodeURIComponent(token)}`;

export const opportunityLink = (origin: string, id: string) =>
  `${trimOrigin(origin)}/Painel/Opportunities/${encodeURIComponent(id)}`;

export const resalesLink = (origin: string) => `${trimOrigin(origin)}/Painel/Resales`;

/** The customer's name as a reseller recognises it: the deal's name, else the company's, else its CNPJ. */
export function opportunityLabel(o: OpportunityRef): string {
  return o.name?.trim() || o.corporateName?.trim() || maskCnpj(o.cnpj);
}

export const p = (html: string) => `<p style="margin:0 0 16px 0;line-height:1.5">${html}</p>`;

export const greeting = (name: string) => p(`Olá, ${escapeHtml(String(name ?? '').trim() || 'parceiro')}!`);

/** A bulletproof link button (tables render in every mail client) followed by the raw URL for plain-text readers. */
export function button(href: string, label: string, colour: string): string {
  const url = escapeHtml(href);
  return (
    '<table role="presentation" cellspacing="0" cellpadding="0" style="margin:8px 0 20px 0"><tr>' +
    `<td style="border-radius:6px;background:${escapeHtml(colour)}"><a href="${url}" target="_blank" ` +
    'style="display:inline-block;padding:12px 24px;color:#ffffff;text-decoration:none;font-weight:bold">' +
    `${escapeHtml(label)}</a></td></tr></table>` +
    p(`Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${url}">${url}</a>`)
  );
}

/** Label/value rows; values are escaped here. */
export function details(rows: Array<[string, unknown]>): string {
  const cells = rows
    .filter(([, v]) => v !== null && v !== undefined && String(v).trim() !== '')
    .map(
      ([k, v]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#555555;white-space:nowrap;vertical-align:top">${escapeHtml(k)}</td>` +
        `<td style="padding:4px 0;vertical-align:top"><strong>${textToHtml(v)}</strong></td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellspacing="0" cellpadding="0" style="margin:0 0 16px 0">${cells}</table>`;
}

export function opportunityDetails(o: OpportunityRef): string {
  return details([
    ['Oportunidade', opportunityLabel(o)],
    ['Razão social', o.corporateName],
    ['CNPJ', maskCnpj(o.cnpj)],
    ['Valor estimado', money(o.estimated)],
  ]);
}
