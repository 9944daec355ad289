import { mountStandalone } from '@rsm/shared';
import Routes from './exposes/routes';
import { catalogReady } from './i18n';

export const renderStandalone = () => mountStandalone(() => <Routes />, catalogReady);
