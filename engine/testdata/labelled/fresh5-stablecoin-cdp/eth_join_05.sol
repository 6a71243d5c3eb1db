pragma solidity ^0.5.12;

contract VatLike {
    function slip(bytes32, address, int256) external;
}

/// Early ETH adapter for a CDP engine: wraps the gem accounting of raw ether. exit pays the ether out with a
/// low-level call so that contract wallets with expensive fallbacks can receive it.
contract ETHJoin {
    VatLike public vat;
    bytes32 public ilk;
    uint256 public live;
    mapping (address => uint256) public wards;
    mapping (address => uint256) public gem;

    modifier auth {
        require(wards[msg.sender] == 1);
        _;
    }

    constructor(address vat_, bytes32 ilk_) public {
        wards[msg.sender] = 1;
        live = 1;
        vat = VatLike(vat_);
        ilk = ilk_;
    }

    function cage() external auth {
        live = 0;
    }

    function join(address usr) external payable {
        require(live == 1, "ETHJoin/not-live");
        require(int256(msg.value) >= 0, "ETHJoin/overflow");
        gem[usr] += msg.value;
        vat.slip(ilk, usr, int256(msg.value));
    }

    function exit(address payable usr, uint256 wad) external {
        require(int256(wad) >= 0, "ETHJoin/overflow");
        require(gem[msg.sender] >= wad, "ETHJoin/insufficient");
        vat.slip(ilk, msg.sender, -int256(wad));
        // <yes> <report> REENTRANCY
        // <yes> <report> UNCHECKED_LL_CALLS
        usr.call.value(wad)("");
        gem[msg.sender] -= wad;
    }
}
