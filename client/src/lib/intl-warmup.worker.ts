/**
 * Loads, on a thread of its own, the data the panel's formatters need: pt-BR numbers and currency, pt-BR dates in
 * Brasília's time zone, and the en-CA days the registration form compares. The browser keeps that data for the
 * whole page (ICU's caches belong to the process), so the page's own first formatters then cost nothing; made on
 * the page's thread they took 20-25 ms each, 80-100 ms on a phone (intl-warmup.ts).
 */
interface Scope {
  postMessage(message: unknown): void;
}

const TIME_ZONE = 'America/Sao_Paulo';
new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(0);
new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'short' }).format(0);
new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(0);
(self as unknown as Scope).postMessage('warm');
