pragma solidity ^0.5.12;

contract VatLike {
    function cage() external;
    function live() external view returns (uint256);
}

contract SpotLike {
    function cage() external;
}

/// Global settlement for a multi-collateral CDP engine, condensed from the early End module: `cage` freezes the
/// system, fixes the final collateral prices, and opens the redemption path for stablecoin holders.
contract End {
    mapping (address => uint256) public wards;
    function rely(address guy) external auth { wards[guy] = 1; }
    function deny(address guy) external auth { wards[guy] = 0; }
    modifier auth {
        require(wards[msg.sender] == 1, "End/not-authorized");
        _;
    }

    VatLike public vat;
    SpotLike public spot;
    uint256 public live;
    uint256 public when;
    uint256 public wait;
    mapping (bytes32 => uint256) public tag;

    constructor() public {
        wards[msg.sender] = 1;
        live = 1;
    }

    function file(bytes32 what, address data) external auth {
        require(live == 1, "End/not-live");
        if (what == "vat") vat = VatLike(data);
        else if (what == "spot") spot = SpotLike(data);
        else revert("End/file-unrecognized-param");
    }

    function file(bytes32 what, uint256 data) external auth {
        require(live == 1, "End/not-live");
        if (what == "wait") wait = data;
        else revert("End/file-unrecognized-param");
    }

    // <yes> <report> ACCESS_CONTROL
    function cage() external {
        require(live == 1, "End/not-live");
        live = 0;
        when = now;
        vat.cage();
        spot.cage();
    }

    function cage(bytes32 ilk, uint256 price) external auth {
        require(live == 0, "End/still-live");
        require(tag[ilk] == 0, "End/tag-ilk-already-defined");
        tag[ilk] = price;
    }
}
