/* eslint-disable @n8n/community-nodes/no-restricted-globals -- dev-only code, never published; eslint.dev.config.mjs lints it */
// Webhook export deliveries: POSTs to the URLs of webhook export configurations, retried a few
// times with small delays when the receiver fails or cannot be reached. Tests await `flush()`
// instead of sleeping; `log` shows every delivery and each of its attempts.

export type DeliveryFormat = 'json' | 'multipart';

export interface DeliveryFile {
	fileName: string;
	contentType: string;
	data: Buffer;
}

export interface DeliveryAttempt {
	at: string;
	/** The receiver's HTTP status, when it answered. */
	status?: number;
	/** Why the attempt failed without an answer (connection refused, timeout…). */
	error?: string;
	/** Sent again after a 2xx answer, as a service does that lost the answer (`repeatEvery`). */
	repeat?: boolean;
}

export interface Delivery {
	id: number;
	configuration_id: number | string;
	url: string;
	doc_id: string;
	format: DeliveryFormat;
	attempts: DeliveryAttempt[];
	/** A 2xx answer arrived. */
	delivered: boolean;
	/** No more attempts will be made (delivered, or retries used up). */
	finished: boolean;
	/** Delivered once more after it was delivered (`repeatEvery`). */
	repeated: boolean;
}

export interface DeliveryRequest {
	configurationId: number | string;
	url: string;
	docId: string;
	/** The JSON payload (multipart: sent as the `document` field). */
	payload: object;
	/** The document file, sent as the `file` part of a multipart delivery. */
	file?: DeliveryFile;
}

const wait = (ms: number) =>
	new Promise<void>((resolve) => {
		if (ms <= 0) return resolve();
		// unref: a pending retry never keeps a test process or the CLI from exiting.
		setTimeout(resolve, ms).unref();
	});

export class WebhookDeliveries {
	/** How deliveries are sent: JSON (default) or multipart with the document file. */
	format: DeliveryFormat = 'json';
	/** Waits before each retry; attempts = retries + 1. */
	retryDelaysMs: number[] = [50, 100, 200];
	/** Per attempt. */
	timeoutMs = 5000;
	/**
	 * Every n-th delivery (by id) is sent once more after its 2xx answer, the same payload, as a
	 * service does that lost the answer and retries. 0 (default): never.
	 */
	repeatEvery = 0;
	/** Every delivery, oldest first. */
	readonly log: Delivery[] = [];
	private readonly inFlight = new Set<Promise<void>>();
	private counter = 0;
	/** Bumped by reset(): deliveries of an earlier generation stop retrying. */
	private generation = 0;

	/** Starts a delivery in the background; the returned record fills in as attempts are made. */
	send(request: DeliveryRequest): Delivery {
		const delivery: Delivery = {
			id: ++this.counter,
			configuration_id: request.configurationId,
			url: request.url,
			doc_id: request.docId,
			format: this.format,
			attempts: [],
			delivered: false,
			finished: false,
			repeated: false,
		};
		this.log.push(delivery);
		const running = this.run(delivery, request, [...this.retryDelaysMs], this.generation).finally(
			() => this.inFlight.delete(running),
		);
		this.inFlight.add(running);
		return delivery;
	}

	/** Resolves once every delivery started so far (and any started meanwhile) has finished. */
	async flush(): Promise<Delivery[]> {
		while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
		return this.log;
	}

	reset(): void {
		this.generation++;
		this.log.length = 0;
		this.format = 'json';
		this.retryDelaysMs = [50, 100, 200];
		this.timeoutMs = 5000;
		this.repeatEvery = 0;
	}

	private async run(
		delivery: Delivery,
		request: DeliveryRequest,
		delays: number[],
		generation: number,
	): Promise<void> {
		for (let attempt = 0; ; attempt++) {
			const result = await this.attempt(delivery, request);
			delivery.attempts.push({ at: new Date().toISOString(), ...result });
			delivery.delivered =
				result.status !== undefined && result.status >= 200 && result.status < 300;
			if (delivery.delivered || attempt >= delays.length || generation !== this.generation) break;
			await wait(delays[attempt]);
		}
		if (delivery.delivered && this.repeatEvery > 0 && delivery.id % this.repeatEvery === 0) {
			await wait(delays[0] ?? 0);
			const result = await this.attempt(delivery, request);
			delivery.attempts.push({ at: new Date().toISOString(), ...result, repeat: true });
			delivery.repeated = true;
		}
		delivery.finished = true;
	}

	private async attempt(
		delivery: Delivery,
		request: DeliveryRequest,
	): Promise<Omit<DeliveryAttempt, 'at'>> {
		try {
			const response = await fetch(request.url, {
				method: 'POST',
				headers: {
					'user-agent': 'document-processing-sandbox/webhook-export',
					...(delivery.format === 'json' ? { 'content-type': 'application/json' } : {}),
				},
				body: delivery.format === 'json' ? JSON.stringify(request.payload) : multipartBody(request),
				signal: AbortSignal.timeout(this.timeoutMs),
			});
			await response.arrayBuffer();
			return { status: response.status };
		} catch (error) {
			const cause = (error as { cause?: { code?: string } }).cause;
			return { error: cause?.code ?? (error as Error).name ?? 'Error' };
		}
	}
}

function multipartBody(request: DeliveryRequest): FormData {
	const form = new FormData();
	form.append('document', JSON.stringify(request.payload));
	if (request.file) {
		form.append(
			'file',
			new Blob([request.file.data], { type: request.file.contentType }),
			request.file.fileName,
		);
	}
	return form;
}
