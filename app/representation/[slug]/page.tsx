import { familyRoute } from '@/components/services/family-route';

const route = familyRoute('representation');

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
