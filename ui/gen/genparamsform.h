#pragma once
// GenParamsForm: the editors of one generator's parameters, built from its gen::GenParam list
// as rows of the caller's QFormLayout (from row `firstRow` on, so they line up with the rest)
// (core/gen/generators.h): a combo box for a choice, a spin box with the declared range for a
// number (whole numbers: QSpinBox), a line edit for free text (unicursal's cells, a cellular
// rule). Each editor is named "genParam_<name>"; its tooltip is the parameter's description.
// values() gives only the parameters that differ from their defaults, in the core's text form
// (numbers in C locale), ready for gen::GenRequest::params.

#include "core/gen/generators.h"

#include <QObject>

#include <vector>

class QFormLayout;

namespace mazelab {

class GenParamsForm : public QObject {
    Q_OBJECT
public:
    // The editors become children of `editorParent`, rows of `form` from `firstRow` on.
    GenParamsForm(QFormLayout* form, int firstRow, QWidget* editorParent);

    // Rebuilds the editors for `info` with `values` (missing ones: the defaults).
    void setGenerator(const gen::GeneratorInfo& info, const gen::GenParams& values);
    // The values that differ from the defaults.
    gen::GenParams values() const;
    int editorCount() const { return int(m_editors.size()); }
    // The tooltips (the descriptions) in the current language.
    void retranslate();

signals:
    void changed();

private:
    struct Editor {
        gen::GenParam param;
        QWidget* widget;
    };
    QString valueOf(const Editor& e) const;

    QFormLayout* m_form;
    int m_firstRow;
    QWidget* m_parent;
    std::vector<Editor> m_editors;
};

} // namespace mazelab
