import type { Pool } from '../db/pool';
import type { MediaUrls } from '../lib/media-urls';
import { albumRepository } from './album-repository';
import { authTokenRepository } from './auth-token-repository';
import { briefingRepository } from './briefing-repository';
import { customerRepository } from './customer-repository';
import { mediaRepository } from './media-repository';
import { projectRepository } from './project-repository';
import { trackRepository } from './track-repository';

export function createRepositories(db: Pool, urls: MediaUrls) {
  return {
    albums: albumRepository(db, urls),
    authTokens: authTokenRepository(db),
    briefings: briefingRepository(db),
    customers: customerRepository(db),
    media: mediaRepository(db),
    projects: projectRepository(db),
    tracks: trackRepository(db, urls),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
