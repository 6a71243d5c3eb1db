// SPDX-License-Identifier: AGPL-3.0-or-later
pragma solidity ^0.8.13;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
    function decimals() external view returns (uint8);
}

interface IStablecoin is IERC20 {
    function mint(address to, uint256 amount) external;
    function burn(address from, uint256 amount) external;
}

/// Peg stability module: swaps USDC 1:1 for the stablecoin and back, minus a fee in basis points that the
/// protocol keeps.
contract PegStabilityModule {
    uint256 public constant BPS = 10_000;

    IERC20 public immutable gem;
    IStablecoin public immutable stable;
    uint256 public immutable to18;
    address public owner;
    uint256 public tin; // fee on gem -> stable
    uint256 public tout; // fee on stable -> gem
    uint256 public fees;

    event File(bytes32 indexed what, uint256 data);

    constructor(IERC20 _gem, IStablecoin _stable) {
        owner = msg.sender;
        gem = _gem;
        stable = _stable;
        to18 = 10 ** (18 - _gem.decimals());
        tin = 10;
        tout = 10;
    }

    // <yes> <report> ACCESS_CONTROL
    function file(bytes32 what, uint256 data) external {
        require(data <= BPS, "fee");
        if (what == "tin") tin = data;
        else if (what == "tout") tout = data;
        else revert("unknown");
        emit File(what, data);
    }

    function sellGem(address usr, uint256 gemAmt) external {
        uint256 amt18 = gemAmt * to18;
        uint256 fee = (amt18 * tin) / BPS;
        require(gem.transferFrom(msg.sender, address(this), gemAmt), "gem");
        fees += fee;
        stable.mint(usr, amt18 - fee);
    }

    function buyGem(address usr, uint256 gemAmt) external {
        uint256 amt18 = gemAmt * to18;
        uint256 fee = (amt18 * tout) / BPS;
        stable.burn(msg.sender, amt18 + fee);
        fees += fee;
        require(gem.transfer(usr, gemAmt), "gem");
    }

    function collectFees(address to) external {
        require(msg.sender == owner, "owner");
        uint256 amt = fees;
        fees = 0;
        stable.mint(to, amt);
    }
}
