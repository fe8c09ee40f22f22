import React, {useEffect} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

/**
 * The theme's pre-hydration script hides the bar whenever *any* announcement
 * was dismissed, without looking at its id. Once React knows the bar is active
 * (a new id, or never dismissed), lift that early CSS hiding. During hydration the provider
 * reports every bar as active before it has read storage, so wait for the browser render.
 */
export default function AnnouncementBarWrapper(props: Props): React.ReactNode {
  const {isActive} = useAnnouncementBar();
  const isBrowser = useIsBrowser();
  useEffect(() => {
    if (isBrowser && isActive) document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
  }, [isBrowser, isActive]);
  return <AnnouncementBar {...props} />;
}
