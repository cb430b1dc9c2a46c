import { ArrowRight, Check } from 'lucide-react';
import { homeSections } from '@/content/navigation';
import { moreServices, relatedResources, serviceCards } from '@/lib/navigation';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Icon } from '@/components/common/icon';
import { SectionHeading } from '@/components/common/section-heading';
import { SectionLink } from '@/components/layout/section-link';

export function ServicesSection() {
  return (
    <section id={homeSections.services} aria-labelledby="services-title" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading
          id="services-title"
          eyebrow="Our services"
          title="Support at every stage of your claim"
          intro="Every case is different, so every quote is personal. Tell us about your case and we will explain the options and the cost before any work starts."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {serviceCards.map((service) => (
            <li key={service.href} className="flex">
              <Card className="w-full">
                <CardHeader>
                  <span className="flex size-12 items-center justify-center rounded-lg bg-secondary text-primary">
                    <Icon name={service.icon} className="size-6" />
                  </span>
                  <CardTitle className="mt-2">{service.title}</CardTitle>
                  <CardDescription>{service.description}</CardDescription>
                </CardHeader>
                <CardContent>
                  <ul className="space-y-2">
                    {service.features.map((feature) => (
                      <li key={feature} className="flex gap-2">
                        <Check className="mt-1 size-4 shrink-0 text-accent" aria-hidden />
                        {feature}
                      </li>
                    ))}
                  </ul>
                </CardContent>
                <CardFooter>
                  <Button asChild>
                    <SectionLink href={`/#${homeSections.contact}`} aria-label={`Get Quote for ${service.title}`}>
                      Get Quote
                    </SectionLink>
                  </Button>
                  <Button asChild variant="ghost">
                    <a href={service.href}>
                      Learn More<span className="sr-only"> about {service.title}</span> <ArrowRight aria-hidden />
                    </a>
                  </Button>
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
        <nav aria-labelledby="more-services-title" className="mt-12 rounded-xl border border-border bg-muted p-6 sm:p-8">
          <h3 id="more-services-title" className="text-lg font-bold">
            Specialist help for each stage
          </h3>
          <ul className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
            {moreServices.map((service) => (
              <li key={service.href}>
                <a
                  href={service.href}
                  className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
                >
                  <ArrowRight className="size-4 shrink-0" aria-hidden />
                  {service.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Related resources" className="mt-12 flex flex-col items-center gap-4">
          <h3 className="text-lg font-bold">Free resources to help you get started</h3>
          <ul className="flex flex-wrap justify-center gap-3">
            {relatedResources.map((resource) => (
              <li key={resource.href}>
                <Button asChild variant="outline">
                  <a href={resource.href}>{resource.label}</a>
                </Button>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
