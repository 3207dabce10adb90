// Answers a test scripts for one endpoint, in place of the behaviour layer's: for node behaviour
// that needs the service to answer something specific (paging needs rows and a total) without
// relying on the demo's stores. Applied by the dispatcher after routing, the key check, validation
// and faults, so a wrong request still fails as the contract says; cleared by the sandbox's reset().
import type { Answer, ContractRequest } from './responder';
import { endpointById, type EndpointId } from './endpoints';

/** How a scripted endpoint answers a valid request (the request's validated inputs). */
export type ScriptedAnswer = (request: ContractRequest) => Answer | Promise<Answer>;

export class ScriptedAnswers {
	private readonly answers = new Map<string, ScriptedAnswer>();

	/** From now until clear(), `endpoint` answers what `answer` gives; an id the contract lacks throws. */
	script(endpoint: EndpointId, answer: ScriptedAnswer): void {
		this.answers.set(endpointById(endpoint).id, answer);
	}

	/** The scripted answer for an endpoint, if a test gave one. */
	for(endpoint: string): ScriptedAnswer | undefined {
		return this.answers.get(endpoint);
	}

	clear(): void {
		this.answers.clear();
	}
}
