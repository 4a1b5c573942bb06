// Shared singletons are negotiated asynchronously, so the app starts behind one dynamic import.
import('./bootstrap');
