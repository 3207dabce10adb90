// The account areas around the documents, each with its own file: users, groups, sub-organisations,
// organisation, e-mail, preferences, status alerts, OCR and export configurations, flow, data vault,
// auto test, pattern validation, key-value extractor. Listed together in index.ts.
import { autoTestBehaviour } from './autoTest';
import { dataVaultBehaviour } from './dataVault';
import { emailBehaviour } from './email';
import { exportConfigurationsBehaviour } from '../../standIn/behaviour/exportConfigurations';
import { flowBehaviour } from './flow';
import { groupsBehaviour } from './groups';
import { keyValueExtractorBehaviour } from './keyValueExtractor';
import { ocrConfigurationsBehaviour } from './ocrConfigurations';
import { organisationBehaviour } from './organisation';
import { patternsBehaviour } from './patterns';
import { preferencesBehaviour } from './preferences';
import { statusAlertsBehaviour } from './statusAlerts';
import { subOrganisationsBehaviour } from './subOrganisations';
import type { BehaviourTable } from '../../standIn/behaviour/types';
import { usersBehaviour } from './users';

export const accountBehaviours: BehaviourTable[] = [
	usersBehaviour,
	groupsBehaviour,
	subOrganisationsBehaviour,
	organisationBehaviour,
	emailBehaviour,
	preferencesBehaviour,
	statusAlertsBehaviour,
	ocrConfigurationsBehaviour,
	exportConfigurationsBehaviour,
	flowBehaviour,
	dataVaultBehaviour,
	autoTestBehaviour,
	patternsBehaviour,
	keyValueExtractorBehaviour,
];
