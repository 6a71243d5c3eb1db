// SPDX-License-Identifier: AGPL-3.0-or-later
pragma solidity ^0.8.9;

interface IPip {
    function peek() external view returns (uint256 val, bool has);
}

interface IVatSpot {
    function file(bytes32 ilk, bytes32 what, uint256 data) external;
}

/// Spotter: reads each collateral type's price feed and pushes the "spot" (price / liquidation ratio) into the
/// CDP engine.
contract Spotter {
    uint256 public constant RAY = 1e27;

    struct Ilk {
        IPip pip; // price feed
        uint256 mat; // liquidation ratio [ray]
    }

    address public owner;
    IVatSpot public immutable vat;
    mapping(bytes32 => Ilk) public ilks;

    event Poke(bytes32 ilk, uint256 val, uint256 spot);

    constructor(IVatSpot _vat) {
        owner = msg.sender;
        vat = _vat;
    }

    function setPip(bytes32 ilk, IPip pip) external {
        // <yes> <report> ACCESS_CONTROL
        ilks[ilk].pip = pip;
    }

    function setMat(bytes32 ilk, uint256 mat) external {
        require(msg.sender == owner, "owner");
        // <yes> <report> OTHER
        ilks[ilk].mat = mat;
    }

    function poke(bytes32 ilk) external {
        (uint256 val, bool has) = ilks[ilk].pip.peek();
        uint256 spot = has ? (val * 1e9 * RAY) / ilks[ilk].mat : 0;
        vat.file(ilk, "spot", spot);
        emit Poke(ilk, val, spot);
    }
}
