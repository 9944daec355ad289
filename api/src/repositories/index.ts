import type { Pool } from '@rsm/db/pool';
import type { MediaUrls } from '../lib/media-urls';
import { accountProfileRepository } from './account-profile-repository';
import { accountRepository } from './account-repository';
import { albumRepository } from './album-repository';
import { analyticsRepository } from './analytics-repository';
import { authTokenRepository } from './auth-token-repository';
import { briefingRepository } from './briefing-repository';
import { currentBriefIndex } from './brief-index-current';
import { catalogueCache, type CatalogueCacheOptions } from './catalogue-cache';
import { contactRepository } from './contact-repository';
import { contentMediaRepository } from './content-media-repository';
import { contentRepository } from './content-repository';
import { cuesheetRepository } from './cuesheet-repository';
import { curatedPlaylistRepository } from './curated-playlist-repository';
import { customerRepository } from './customer-repository';
import { downloadRepository } from './download-repository';
import { emailOutboxRepository } from './email-outbox-repository';
import { folderRepository } from './folder-repository';
import { historyRepository } from './history-repository';
import { lookupRepository } from './lookup-repository';
import { mediaRepository } from './media-repository';
import { playlistExportRepository } from './playlist-export-repository';
import { projectRepository } from './project-repository';
import { projectShareRepository } from './project-share-repository';
import { projectTrackRepository } from './project-track-repository';
import { receivedProjectRepository } from './received-project-repository';
import { searchReading } from './search-reading';
import { searchRepository } from './search-repository';
import { suggestionRepository } from './suggestion-repository';
import { trackRepository } from './track-repository';

/** What searches hold in memory: the caches, and whether briefs are answered from the brief index (the server's default). */
export interface SearchMemoryOptions extends CatalogueCacheOptions {
  briefIndex?: boolean;
  /** Told why a read of the brief index failed. */
  briefIndexFailed?: (error: unknown) => void;
}

export function createRepositories(db: Pool, urls: MediaUrls, options: SearchMemoryOptions = {}) {
  const { briefIndex = false, briefIndexFailed, ...cacheOptions } = options;
  // One per app: searches, suggestions and track DTOs are kept until the catalogue changes.
  const catalogue = catalogueCache(db, cacheOptions);
  const briefs = briefIndex ? currentBriefIndex(db, catalogue, { failed: briefIndexFailed }) : null;
  const reading = searchReading(db, catalogue);
  return {
    catalogue,
    accounts: accountRepository(db),
    accountProfiles: accountProfileRepository(db),
    contact: contactRepository(db),
    content: contentRepository(db, urls),
    contentMedia: contentMediaRepository(db),
    cuesheets: cuesheetRepository(db),
    curatedPlaylists: curatedPlaylistRepository(db, urls),
    downloads: downloadRepository(db),
    emailOutbox: emailOutboxRepository(db),
    albums: albumRepository(db, urls, catalogue),
    analytics: analyticsRepository(db),
    authTokens: authTokenRepository(db),
    briefings: briefingRepository(db),
    customers: customerRepository(db),
    folders: folderRepository(db),
    history: historyRepository(db),
    lookups: lookupRepository(db),
    media: mediaRepository(db),
    playlistExports: playlistExportRepository(db),
    projects: projectRepository(db),
    projectShares: projectShareRepository(db),
    projectTracks: projectTrackRepository(db),
    receivedProjects: receivedProjectRepository(db),
    briefIndex: briefs,
    search: searchRepository(db, catalogue, briefs),
    searchReading: reading,
    suggestions: suggestionRepository(db, catalogue, reading, briefs),
    tracks: trackRepository(db, urls, catalogue),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
