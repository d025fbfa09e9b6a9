import { Link, Stack, VisuallyHidden } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuExternalLink, LuHeadset, LuStore, LuUsers, LuWallet } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { dashboardMessages } from '../messages.js';
import { toolPaths } from '../urls.js';

const m = dashboardMessages.tools;

const PORTAL_TOOLS: { label: string; to: string; icon: IconType }[] = [
  { label: m.users, to: toolPaths.users, icon: LuUsers },
  { label: m.resales, to: toolPaths.resales, icon: LuStore },
  { label: m.support, to: toolPaths.support, icon: LuHeadset },
];

const toolStyle = {
  display: 'flex',
  gap: '3',
  alignItems: 'center',
  p: '3',
  minH: '11',
  rounded: 'l2',
  borderWidth: '1px',
  _hover: { bg: 'bg.muted', textDecoration: 'none' },
} as const;

/**
 * The shortcuts of spec section 2: users, resales, support and the brand's virtual account, which is left out when
 * the brand has none (design section 4). The virtual account is another site: it opens in a new tab and says so.
 */
export function ToolsPanel({ virtualAccountUrl }: { virtualAccountUrl: string | null | undefined }) {
  return (
    <Stack as="ul" gap="2" listStyleType="none">
      {PORTAL_TOOLS.map(({ label, to, icon: Icon }) => (
        <li key={to}>
          <Link asChild variant="plain" {...toolStyle}>
            <RouterLink to={to}>
              <Icon aria-hidden />
              {label}
            </RouterLink>
          </Link>
        </li>
      ))}
      {virtualAccountUrl && (
        <li>
          <Link href={virtualAccountUrl} target="_blank" rel="noopener noreferrer" variant="plain" {...toolStyle}>
            <LuWallet aria-hidden />
            {m.virtualAccount}
            <VisuallyHidden>{` ${m.opensInNewTab}`}</VisuallyHidden>
            <LuExternalLink aria-hidden />
          </Link>
        </li>
      )}
    </Stack>
  );
}
