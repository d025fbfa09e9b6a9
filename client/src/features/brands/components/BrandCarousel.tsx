import { Box, HStack, IconButton, Image } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuChevronLeft, LuChevronRight, LuPause, LuPlay } from 'react-icons/lu';
import type { CarouselImagesQuery } from '../../../__generated__/graphql.js';
import { useBrand } from '../hooks/useBrand.js';
import { brandMessages as m } from '../messages.js';

const CAROUSEL_INTERVAL_MS = 6_000;

/**
 * The brand's images beside the login form, one every 6 s. It stops while the pointer or the keyboard focus is
 * on it, and on request (WCAG 2.2.2: moving content can be paused).
 */
export function BrandCarousel({ images }: { images: CarouselImagesQuery['carouselImages'] }) {
  const brand = useBrand();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const paused = hovered || focused || stopped;

  useEffect(() => {
    if (paused || images.length < 2) return;
    const t = setInterval(() => setIndex((i) => (i + 1) % images.length), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(t);
  }, [paused, images.length]);

  if (images.length === 0) return null;
  const current = images[index % images.length];
  const go = (by: number) => setIndex((i) => (i + by + images.length) % images.length);

  return (
    <Box
      as="section"
      aria-roledescription="carrossel"
      aria-label={m.carousel(brand.name)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setFocused(false)}
      w="full"
    >
      <Box aria-live={paused ? 'polite' : 'off'} rounded="l3" overflow="hidden" bg="blackAlpha.300">
        <Image src={current.src} alt={current.alt} w="full" aspectRatio={4 / 3} objectFit="cover" />
      </Box>
      {images.length > 1 && (
        <HStack justify="center" gap="1" mt="3">
          <IconButton aria-label={m.previousImage} size="xs" variant="ghost" color="fg.surface" onClick={() => go(-1)}>
            <LuChevronLeft />
          </IconButton>
          {images.map((img, i) => (
            <IconButton
              key={img.src}
              aria-label={m.showImage(i + 1)}
              aria-current={i === index ? 'true' : undefined}
              size="xs"
              variant="ghost"
              minW="6"
              onClick={() => setIndex(i)}
            >
              <Box boxSize="2.5" rounded="full" bg={i === index ? 'fg.surface' : 'border.surface'} />
            </IconButton>
          ))}
          <IconButton aria-label={m.nextImage} size="xs" variant="ghost" color="fg.surface" onClick={() => go(1)}>
            <LuChevronRight />
          </IconButton>
          <IconButton
            aria-label={stopped ? m.play : m.pause}
            size="xs"
            variant="ghost"
            color="fg.surface"
            onClick={() => setStopped((s) => !s)}
          >
            {stopped ? <LuPlay /> : <LuPause />}
          </IconButton>
        </HStack>
      )}
    </Box>
  );
}
