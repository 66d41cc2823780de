// mazelab: the GUI.
#include <QApplication>
#include <QLabel>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QLabel label(QStringLiteral("MazeLab"));
    label.show();
    return app.exec();
}
