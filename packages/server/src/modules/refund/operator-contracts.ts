import { z } from 'zod';
import { idParam, refundRow } from '@fundshop/core';

/**
 * The operators' refund API beyond core's request and row (operator only, so not in core with the web's contracts):
 * shared by the routes and `npm run refunds`.
 */
export const operatorRefundList = z.object({ refunds: z.array(refundRow) });
export const operatorRefundsQuery = z.object({ orderId: idParam });
export const operatorRefundIdParams = z.object({ id: idParam });
