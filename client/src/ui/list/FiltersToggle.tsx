import { Button } from '@chakra-ui/react';
import { LuFilter } from 'react-icons/lu';
import { listMessages as m } from './messages.js';

export interface FiltersToggleProps {
  open: boolean;
  /** The id of the filters' panel it shows and hides. */
  panel: string;
  onToggle: () => void;
}

/** On a phone a list's filters fold behind this button ("Mostrar filtros"); from md up it is gone, the panel shown. */
export function FiltersToggle({ open, panel, onToggle }: FiltersToggleProps) {
  return (
    <Button
      variant="outline"
      alignSelf="flex-start"
      display={{ md: 'none' }}
      aria-expanded={open}
      aria-controls={panel}
      onClick={onToggle}
    >
      <LuFilter aria-hidden />
      {open ? m.hideFilters : m.showFilters}
    </Button>
  );
}
