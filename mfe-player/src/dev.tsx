import { mountStandalone } from '@rsm/shared';
import Player from './exposes/player';
import { catalogReady } from './i18n';

export const renderStandalone = () => mountStandalone(() => <Player />, catalogReady);
