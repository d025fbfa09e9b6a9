/**
 * Texts of the list parts that only panel pages show (spec section 2). Apart from ui/messages.ts, whose texts the
 * login page's file carries: these would add to it for nothing (measured: 60 bytes for the two below).
 */
export const listMessages = {
  showFilters: 'Mostrar filtros',
  hideFilters: 'Ocultar filtros',
} as const;
