"""The wheel `pip install .` builds holds every package of the checkout: a module folder left
out of it (one without `__init__.py`, say) makes `import engine` fail for everyone who installs
houserules, while the checkout's own tests still pass."""

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("engine", "rulesets")


def packages_on_disk() -> set[str]:
    folders = {
        path.parent.relative_to(ROOT)
        for top in PACKAGES
        for path in (ROOT / top).rglob("*.py")
        if "__pycache__" not in path.parts
    }
    return {".".join(folder.parts) for folder in folders}


def packages_in_wheel(wheel: Path) -> set[str]:
    with zipfile.ZipFile(wheel) as archive:
        names = [name for name in archive.namelist() if name.endswith(".py")]
    return {".".join(Path(name).parent.parts) for name in names}


def copy_of_the_project(to: Path) -> Path:
    """The files a wheel is built from, copied: setuptools builds in the project's own build/
    folder, where a module left by an earlier build would hide one missing now."""
    ignore = shutil.ignore_patterns("__pycache__", "*.so", "*.egg-info")
    for top in (*PACKAGES, "tools/build_backend"):
        shutil.copytree(ROOT / top, to / top, ignore=ignore)
    for name in ("pyproject.toml", "setup.py", "README.md", "LICENSE"):
        shutil.copy(ROOT / name, to / name)
    return to


def test_the_wheel_holds_every_package_on_disk(tmp_path: Path) -> None:
    project = copy_of_the_project(tmp_path / "project")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "--quiet",
            "--wheel-dir",
            str(tmp_path),
            str(project),
        ],
        check=True,
    )
    (wheel,) = tmp_path.glob("houserules-*.whl")
    assert wheel.name.endswith("-py3-none-any.whl"), "the default wheel is pure Python"
    assert packages_in_wheel(wheel) == packages_on_disk()
