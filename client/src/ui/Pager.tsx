import { Button, HStack, IconButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuChevronLeft, LuChevronRight, LuChevronsLeft, LuChevronsRight } from 'react-icons/lu';
import { VISIBLE_PAGE_BUTTONS } from './list/settings.js';
import { uiMessages } from './messages.js';
import { jumpTarget, visiblePages } from './pagerWindow.js';

export interface PagerProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

/** A previous/next or jump button: an arrow, named for assistive technology. */
function StepButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <IconButton aria-label={label} variant="ghost" size="sm" disabled={disabled} onClick={onClick}>
      {children}
    </IconButton>
  );
}

/** Four page buttons at a time, previous/next, and jumps of four pages (spec sections 2 and 9). */
export function Pager({ page, pageCount, onChange }: PagerProps) {
  if (pageCount < 1) return null;
  const pages = visiblePages(page, pageCount);
  const go = (p: number) => p !== page && onChange(p);
  return (
    <nav aria-label={uiMessages.pagination}>
      <HStack gap="1" flexWrap="wrap">
        <StepButton
          label={uiMessages.jumpBack}
          disabled={page <= 1}
          onClick={() => go(jumpTarget(page, pageCount, -VISIBLE_PAGE_BUTTONS))}
        >
          <LuChevronsLeft />
        </StepButton>
        <StepButton label={uiMessages.previousPage} disabled={page <= 1} onClick={() => go(page - 1)}>
          <LuChevronLeft />
        </StepButton>
        {pages.map((p) => (
          <Button
            key={p}
            size="sm"
            minW="9"
            variant={p === page ? 'solid' : 'outline'}
            aria-label={uiMessages.page(p)}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => go(p)}
          >
            {p}
          </Button>
        ))}
        <StepButton label={uiMessages.nextPage} disabled={page >= pageCount} onClick={() => go(page + 1)}>
          <LuChevronRight />
        </StepButton>
        <StepButton
          label={uiMessages.jumpForward}
          disabled={page >= pageCount}
          onClick={() => go(jumpTarget(page, pageCount, VISIBLE_PAGE_BUTTONS))}
        >
          <LuChevronsRight />
        </StepButton>
      </HStack>
    </nav>
  );
}
