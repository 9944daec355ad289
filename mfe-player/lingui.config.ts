import { linguiConfig } from '@rsm/shared/lingui-config';

export default linguiConfig();
