import { productSlugFrom } from "#app/paths.ts";
import type { Services } from "#app/context.server.ts";
import { linkedIntroducerForVisitor } from "#app/server/introducer-code.server.ts";
import { companyLookupAvailable } from "#app/server/company-lookup.server.ts";
import { readEnquiryReceipt } from "#app/server/receipt-cookie.server.ts";

/**
 * What the application page needs besides its content: the quick enquiry this visitor has just
 * sent (its receipt cookie), the introducer whose link opened it, whether step 1 can offer
 * "Find my company", and the product whose Apply Now opened it (an unknown slug is ignored).
 */
export async function applicationPageData(
  request: Request,
  url: URL,
  services: Services,
  clientAddress: string,
) {
  return {
    enquiry: await readEnquiryReceipt(request),
    introducer: await linkedIntroducerForVisitor(
      services,
      clientAddress,
      url.searchParams.get("introducer"),
    ),
    companyLookup: companyLookupAvailable(services.env),
    product: productSlugFrom(url.searchParams.get("product")),
  };
}
