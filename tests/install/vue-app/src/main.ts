// The Vue 3 host app: registers the two tags from the installed package and mounts the page.
import 'backoffice-elements/elements/bo-sign-in';
import 'backoffice-elements/elements/bo-task-list';
import { createApp } from 'vue';
import App from './App.vue';

createApp(App).mount('#app');
