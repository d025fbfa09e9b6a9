import { Button, HStack, IconButton } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight, LuChevronsLeft, LuChevronsRight } from 'react-icons/lu';
import { VISIBLE_PAGE_BUTTONS } from './list/settings.js';
import { uiMessages } from './messages.js';
import { jumpTarget, visiblePages } from './pager-window.js';

export interface PagerProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

/** Four page buttons at a time, previous/next, and jumps of four pages (spec sections 2 and 9). */
export function Pager({ page, pageCount, onChange }: PagerProps) {
  if (pageCount < 1) return null;
  const pages = visiblePages(page, pageCount);
  const go = (p: number) => p !== page && onChange(p);
  return (
    <nav aria-label={uiMessages.pagination}>
      <HStack gap="1" flexWrap="wrap">
        <IconButton
          aria-label={uiMessages.jumpBack}
          variant="ghost"
          size="sm"
          disabled={page <= 1}
          onClick={() => go(jumpTarget(page, pageCount, -VISIBLE_PAGE_BUTTONS))}
        >
          <LuChevronsLeft />
        </IconButton>
        <IconButton
          aria-label={uiMessages.previousPage}
          variant="ghost"
          size="sm"
          disabled={page <= 1}
          onClick={() => go(page - 1)}
        >
          <LuChevronLeft />
        </IconButton>
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
        <IconButton
          aria-label={uiMessages.nextPage}
          variant="ghost"
          size="sm"
          disabled={page >= pageCount}
          onClick={() => go(page + 1)}
        >
          <LuChevronRight />
        </IconButton>
        <IconButton
          aria-label={uiMessages.jumpForward}
          variant="ghost"
          size="sm"
          disabled={page >= pageCount}
          onClick={() => go(jumpTarget(page, pageCount, VISIBLE_PAGE_BUTTONS))}
        >
          <LuChevronsRight />
        </IconButton>
      </HStack>
    </nav>
  );
}
