import { Image, type ImageProps } from '@chakra-ui/react';
import { useBrand } from '../hooks/useBrand.js';
import { brandMessages } from '../messages.js';

/** The brand's logo, served by the gateway, with the brand's name as its text alternative. */
export function BrandLogo(props: Omit<ImageProps, 'src' | 'alt'>) {
  const brand = useBrand();
  return <Image src={brand.logoUrl} alt={brandMessages.logoAlt(brand.name)} h="10" w="auto" {...props} />;
}
