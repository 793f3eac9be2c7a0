import type { SdkModule } from '../../core/module';
import { fromWire } from '../../core/transforms';
import { orderTransform, type Order, type OrderWire } from './order-types';

export interface OrdersApi {
  /** `GET /ecom/v1/orders/{id}?id=` → the order, unwrapped like the checkout. */
  getOrder(id: string): Promise<Order>;
}

export const orders: SdkModule<OrdersApi> = {
  create: (ctx) => ({
    async getOrder(id) {
      const { order } = await ctx.request<{ order: OrderWire }>({
        method: 'GET',
        path: '/ecom/v1/orders/{id}',
        pathParams: { id },
      });
      return fromWire(orderTransform, order);
    },
  }),
};
