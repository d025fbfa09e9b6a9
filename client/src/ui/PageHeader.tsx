import { Flex, Heading, HStack, IconButton } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';

export interface PageHeaderProps {
  title: ReactNode;
  /** The back arrow's destination (spec section 2: a screen's back arrow leads to its list). */
  backTo: string;
  /** What the arrow says to assistive technology ("Voltar para a lista…"). */
  backLabel: string;
  /** The heading takes the focus when the element that held it is gone (a modal closed, a row removed). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Buttons or links on the right; they wrap below the title on a phone. */
  actions?: ReactNode;
}

/** The top of a details or form screen: a back arrow to its list, the page's h1, and its actions. */
export function PageHeader({ title, backTo, backLabel, headingRef, actions }: PageHeaderProps) {
  return (
    <Flex justify="space-between" align="center" gap="3" wrap="wrap">
      <HStack gap="2" minW="0">
        <IconButton asChild variant="ghost" aria-label={backLabel}>
          <RouterLink to={backTo}>
            <LuArrowLeft />
          </RouterLink>
        </IconButton>
        <Heading as="h1" size="xl" ref={headingRef} tabIndex={headingRef ? -1 : undefined} outline="none">
          {title}
        </Heading>
      </HStack>
      {actions}
    </Flex>
  );
}
