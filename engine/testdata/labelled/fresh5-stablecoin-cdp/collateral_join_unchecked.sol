// SPDX-License-Identifier: AGPL-3.0-or-later
pragma solidity ^0.8.7;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

interface IVat {
    function slip(bytes32 ilk, address usr, int256 wad) external;
}

/// Collateral adapter (GemJoin) for tokens listed on a CDP engine. Some listed tokens return false on failure
/// instead of reverting.
contract GemJoin {
    mapping(address => uint256) public wards;
    IVat public immutable vat;
    bytes32 public immutable ilk;
    IERC20 public immutable gem;
    uint256 public live = 1;

    event Join(address indexed usr, uint256 wad);
    event Exit(address indexed usr, uint256 wad);

    modifier auth() {
        require(wards[msg.sender] == 1, "GemJoin/not-authorized");
        _;
    }

    constructor(IVat vat_, bytes32 ilk_, IERC20 gem_) {
        wards[msg.sender] = 1;
        vat = vat_;
        ilk = ilk_;
        gem = gem_;
    }

    function rely(address usr) external auth {
        wards[usr] = 1;
    }

    function cage() external auth {
        live = 0;
    }

    function join(address usr, uint256 wad) external {
        require(live == 1, "GemJoin/not-live");
        require(int256(wad) >= 0, "GemJoin/overflow");
        vat.slip(ilk, usr, int256(wad));
        // <yes> <report> UNCHECKED_LL_CALLS
        gem.transferFrom(msg.sender, address(this), wad);
        emit Join(usr, wad);
    }

    function exit(address usr, uint256 wad) external {
        require(wad <= 2 ** 255, "GemJoin/overflow");
        vat.slip(ilk, msg.sender, -int256(wad));
        require(gem.transfer(usr, wad), "GemJoin/failed-transfer");
        emit Exit(usr, wad);
    }
}
