import { afterEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../../shared/time.js';
import { readJsonCookie, writeCookie } from '../../lib/cookies.js';
import { COOKIES } from '../auth/settings.js';
import { addNotification, clearNotifications, listNotifications, reloadNotifications } from './store.js';

const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString();

const stored = () => readJsonCookie<{ message: string }[]>(COOKIES.notification, []).map((n) => n.message);

describe('notification store', () => {
  afterEach(() => clearNotifications());

  it('drops notices older than 30 days when it reads the cookie', () => {
    writeCookie(
      COOKIES.notification,
      JSON.stringify([
        { id: 'a', message: 'Enviado ontem', at: daysAgo(1) },
        { id: 'b', message: 'Enviado há 29 dias', at: daysAgo(29) },
        { id: 'c', message: 'Enviado há 31 dias', at: daysAgo(31) },
        { id: 'd', message: 'Sem data' },
      ]),
      30,
    );
    reloadNotifications();
    expect(listNotifications().map((n) => n.message)).toEqual(['Enviado ontem', 'Enviado há 29 dias']);
  });

  it('does not carry an expired notice over when it saves a new one', () => {
    writeCookie(COOKIES.notification, JSON.stringify([{ id: 'old', message: 'Antigo', at: daysAgo(45) }]), 30);
    addNotification('Novo');
    expect(stored()).toEqual(['Novo']);
    expect(listNotifications().map((n) => n.message)).toEqual(['Novo']);
  });

  it('ages out the notices it keeps: one written 31 days before "now" is not saved again', () => {
    const then = new Date(Date.now() - 31 * DAY_MS);
    addNotification('Do mês passado', then);
    addNotification('De hoje');
    expect(stored()).toEqual(['De hoje']);
  });
});
