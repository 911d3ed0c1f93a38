export { BULK_KINDS, createOutbox } from "./outbox.ts";
export type { EmailRequest, Outbox } from "./outbox.ts";
export { outboxRecords } from "./service.ts";
export type { OutboxRecords, OutboxStatus } from "./service.ts";
export { fillSharedBody } from "./shared-body.ts";
export type { SharedBody } from "./shared-body.ts";
export { startMailWorker } from "./worker.ts";
export { tallyDelivery } from "./delivery-tally.ts";
export type { DeliveryTally, OutboxCount } from "./delivery-tally.ts";
