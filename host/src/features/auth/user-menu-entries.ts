import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { paths } from '@rsm/shared';

export type UserMenuEntry = { kind: 'link'; to: string; label: MessageDescriptor } | { kind: 'separator' };

const link = (to: string, label: MessageDescriptor): UserMenuEntry => ({ kind: 'link', to, label });

/** The user menu's links; Log out follows them in the menu for everyone. */
export function userMenuEntries(isComposer: boolean): UserMenuEntry[] {
  if (isComposer) {
    return [
      link(paths.dashboard.account(), msg`My account`),
      link(paths.dashboard.myAlbums(), msg`My albums`),
      link(paths.dashboard.playlists(), msg`My playlists`),
      link(paths.dashboard.history(), msg`History`),
      { kind: 'separator' },
      link(paths.dashboard.briefings(), msg`Briefings`),
      link(paths.dashboard.tracks(), msg`My tracks`),
      link(paths.dashboard.statements(), msg`My statements`),
      link(paths.dashboard.contracts(), msg`Contracts`),
      link(paths.faq(), msg`FAQ`),
    ];
  }
  return [
    link(paths.home(), msg`Home`),
    link(paths.dashboard.myAlbums(), msg`My albums`),
    link(paths.dashboard.history(), msg`History`),
    link(paths.dashboard.playlists(), msg`My playlists`),
    link(paths.dashboard.account(), msg`Manage account`),
  ];
}
