// The account areas around the documents, each with its own file: users, groups, sub-organisations,
// organisation, e-mail, preferences, status alerts, OCR configuration, flow, data vault,
// auto test, pattern validation, key-value extractor. Listed together in demo/behaviour/index.ts.
import { autoTestBehaviour } from './autoTest';
import { dataVaultBehaviour } from './dataVault';
import { emailBehaviour } from './email';
import { flowBehaviour } from './flow';
import { groupsBehaviour } from './groups';
import { keyValueExtractorBehaviour } from './keyValueExtractor';
import { ocrConfigurationsBehaviour } from './ocrConfigurations';
import { organisationBehaviour } from './organisation';
import { patternsBehaviour } from './patterns';
import { preferencesBehaviour } from './preferences';
import { statusAlertsBehaviour } from './statusAlerts';
import { subOrganisationsBehaviour } from './subOrganisations';
import type { BehaviourTable } from './types';
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
	flowBehaviour,
	dataVaultBehaviour,
	autoTestBehaviour,
	patternsBehaviour,
	keyValueExtractorBehaviour,
];
