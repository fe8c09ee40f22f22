import React from 'react';
import ThemedImage from '@theme/ThemedImage';
import useBaseUrl from '@docusaurus/useBaseUrl';

interface Props {
  light: string;
  dark: string;
  alt: string;
  width: number;
  height: number;
}

/** An image with one source per colour mode; switches with the theme toggle. */
export default function ThemeImage({light, dark, alt, width, height}: Props) {
  return (
    <ThemedImage alt={alt} width={width} height={height} sources={{light: useBaseUrl(light), dark: useBaseUrl(dark)}} />
  );
}
